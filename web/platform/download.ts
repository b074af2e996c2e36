/** Saves text or bytes as a file through a temporary object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  // A BOM makes Excel read the CSV as UTF-8.
  downloadBlob(new Blob(['\uFEFF', text], { type }), fileName);
}

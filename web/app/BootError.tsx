/** The page shown when the portal cannot start (config.json missing or malformed). */
export function BootError({ message }: { readonly message: string }) {
  return (
    <main className="boot-error" role="alert">
      <div className="boot-error__card">
        <h1>Portal Penyedia tidak dapat dimulai</h1>
        <p>{message}</p>
        <p>Silakan muat ulang halaman. Jika masalah berlanjut, hubungi administrator.</p>
        <button
          type="button"
          className="ui-button ui-button--primary ui-button--md"
          onClick={() => window.location.reload()}
        >
          Muat Ulang
        </button>
      </div>
    </main>
  );
}

/** Spec 000 §2: the copyright shows the current year. */
export function Footer() {
  return (
    <footer className="shell__footer">
      <span>© {new Date().getFullYear()} Portal Penyedia. Hak cipta dilindungi.</span>
    </footer>
  );
}

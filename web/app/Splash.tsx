import { useEffect, useState } from 'react';

/** The full-page loader shows for 800 ms at start. */
export const SPLASH_MS = 800;

export function Splash() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), SPLASH_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className="splash" role="status" aria-label="Memuat Portal Penyedia">
      <span className="splash__logo">P</span>
      <span className="splash__bar" />
    </div>
  );
}

// The browser tests import the portal's own spec timers (online check, chat toast, logout delay)
// from web modules that read Vite's import.meta.env; vitest provides it, this gives tsc its type.
/// <reference types="vite/client" />

/** Where config.json lives: beside index.html, under the base path the portal was built for. */
export const CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

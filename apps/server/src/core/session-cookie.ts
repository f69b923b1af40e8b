/** Name of the HttpOnly cookie that carries the opaque session token. */
export const SESSION_COOKIE = 'sid';
/** Name of the HttpOnly cookie that marks a browser as a known device of the accounts it signed in to. */
export const DEVICE_COOKIE = 'did';
/** The device cookie goes to the login call only. */
export const DEVICE_COOKIE_PATH = '/api/user/login';

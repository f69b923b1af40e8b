/** Name of the HttpOnly cookie that carries the opaque session token. */
export const SESSION_COOKIE = 'sid';

/** Path of an up-to-date simulator CLI bundle (built when needed). */
export function ensureSimCliBundle(): Promise<string>;

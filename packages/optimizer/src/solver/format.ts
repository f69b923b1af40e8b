/** Formats dollars as players read them: 51200 -> "51,200". */
export function money(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** Formats a fraction as a percentage: 0.5 -> "50%". */
export function percent(value: number): string {
  return `${Math.round(value * 1000) / 10}%`;
}

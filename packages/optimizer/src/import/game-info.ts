import { easternToIso } from '../model/eastern-time';

/** Parses DraftKings `Game Info` (`DAL@MIN 11/20/2022 04:25PM ET`). */
export function parseGameInfo(info: string): {
  game: string | null;
  away: string | null;
  home: string | null;
  startTime: string | null;
  started: boolean;
} {
  const text = info.trim();
  const started = /in progress|final|postponed|suspended/i.test(text);
  const m =
    /^([A-Za-z0-9]+)@([A-Za-z0-9]+)(?:\s+(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})\s*([AP]M))?/i.exec(
      text,
    );
  if (!m) return { game: null, away: null, home: null, startTime: null, started };
  const [, away = '', home = '', mo, d, y, h, mi, ap] = m;
  let startTime: string | null = null;
  if (mo && d && y && h && mi && ap) {
    let hour = Number(h) % 12;
    if (ap.toUpperCase() === 'PM') hour += 12;
    startTime = easternToIso(Number(y), Number(mo), Number(d), hour, Number(mi));
  }
  return {
    game: `${away.toUpperCase()}@${home.toUpperCase()}`,
    away: away.toUpperCase(),
    home: home.toUpperCase(),
    startTime,
    started,
  };
}

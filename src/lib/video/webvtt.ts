/**
 * A captions file must be WebVTT (the only format <track> takes): the signature line, then cues whose
 * timing lines are well formed (W3C WebVTT §4). The text of the cues is not interpreted here: the
 * browser shows it as text, never as markup of the page.
 */
export const MAX_CAPTIONS_BYTES = 512 * 1024;

const TIMESTAMP = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}(?:[ \t].*)?$`);

const seconds = (h: string | undefined, m: string, s: string, ms: string) =>
  Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

/** Why this text is not a usable WebVTT file, or null when it is. */
export function webVttError(text: string): string | null {
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t][^\n]*)?(?:\n|$)/.test(body)) return 'Not a WebVTT file: it must start with "WEBVTT".';
  if (body.includes('\0')) return 'Not a WebVTT file: it holds binary data.';
  const blocks = body.split(/\n{2,}/).slice(1);
  let cues = 0;
  for (const block of blocks) {
    const lines = block.split('\n').filter((l) => l !== '');
    if (lines.length === 0 || /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(lines[0])) continue;
    const timingLine = lines[0].includes('-->') ? lines[0] : lines[1];
    const m = timingLine === undefined ? null : TIMING.exec(timingLine);
    if (!m) return `Not a WebVTT file: cue ${cues + 1} has no valid timing line (e.g. 00:01.000 --> 00:04.000).`;
    if (seconds(m[5], m[6], m[7], m[8]) < seconds(m[1], m[2], m[3], m[4]))
      return `Not a WebVTT file: cue ${cues + 1} ends before it starts.`;
    cues++;
  }
  return cues === 0 ? 'The captions file holds no cues.' : null;
}

/**
 * How a viewing takes place (issue 23): at the gallery, or by video call in
 * the app the shopper prefers. Staff add the meeting link when they confirm
 * a video call; the confirmation e-mail and its .ics carry it.
 */
export const VISIT_MODES = ['in-person', 'video'] as const;
export type VisitMode = (typeof VISIT_MODES)[number];
export const VISIT_MODE_LABELS: Record<VisitMode, string> = { 'in-person': 'In person', video: 'Video call' };

export const VIDEO_APPS = ['facetime', 'whatsapp', 'google-meet', 'zoom', 'teams', 'phone'] as const;
export type VideoApp = (typeof VIDEO_APPS)[number];
export const VIDEO_APP_LABELS: Record<VideoApp, string> = {
  facetime: 'FaceTime',
  whatsapp: 'WhatsApp',
  'google-meet': 'Google Meet',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
  phone: 'Phone',
};

/** 'In person', 'Video call (WhatsApp)': one wording for the staff notice, the ADF comments, the e-mails and the calendar. */
export function describeVisit(mode: VisitMode | null | undefined, app?: VideoApp | null): string {
  if (mode !== 'video') return VISIT_MODE_LABELS['in-person'];
  return app ? `${VISIT_MODE_LABELS.video} (${VIDEO_APP_LABELS[app]})` : VISIT_MODE_LABELS.video;
}

/**
 * A meeting link staff may send: an absolute https:// address with a host and
 * no user name or password in it (a link that would log in as someone, or a
 * javascript:/http: one, is refused).
 */
export function isMeetingUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password && value.trim().length <= 500;
}
export const MEETING_URL_MESSAGE = 'Meeting link must be an https:// address (e.g. https://meet.google.com/abc-defg-hij)';

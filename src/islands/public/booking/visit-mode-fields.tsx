import type { UseFormRegisterReturn } from 'react-hook-form';
import { VIDEO_APP_LABELS, VIDEO_APPS, VISIT_MODE_LABELS, VISIT_MODES, type VisitMode } from '#src/lib/appointments/visit-mode';

type Props = {
  mode: UseFormRegisterReturn;
  app: UseFormRegisterReturn;
  /** The value posted before (no-JS redisplay) or the default. */
  initialMode: VisitMode;
  initialApp: string;
  appError?: string;
  idPrefix: string;
};

const MODE_TEXT: Record<VisitMode, string> = {
  'in-person': 'At our private gallery in Vaughan.',
  video: 'A specialist walks you around the car live, wherever you are.',
};

/**
 * "In person" or "Video call" for a viewing, and the app for the call. The app
 * list shows by CSS alone once "Video call" is chosen (the same with or without
 * JavaScript, no shift at hydration); a test drive hides the choice (it is in
 * person), and the server stores it as in person whatever was ticked.
 */
export function VisitModeFields({ mode, app, initialMode, initialApp, appError, idPrefix }: Props) {
  const appId = `${idPrefix}-videoApp`;
  return (
    <fieldset className="group/visit mt-6 grid gap-3 group-has-[input[name=kind][value=test-drive]:checked]/booking:hidden" data-visit-mode>
      <legend className="mb-3 text-sm font-medium text-ink">How would you like to see it?</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {VISIT_MODES.map((m) => (
          <label
            key={m}
            className="flex cursor-pointer gap-3 border border-line p-4 transition-colors hover:border-ink/60 has-[:checked]:border-ink has-[:checked]:bg-ivory has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold"
          >
            <input type="radio" value={m} defaultChecked={m === initialMode} {...mode} className="mt-1 h-4 w-4 shrink-0 accent-ink" />
            <span>
              <span className="block font-medium text-ink">{VISIT_MODE_LABELS[m]}</span>
              <span className="mt-1 block text-sm leading-relaxed text-muted">{MODE_TEXT[m]}</span>
            </span>
          </label>
        ))}
      </div>
      <div className="hidden max-w-sm gap-1.5 group-has-[input[value=video]:checked]/visit:grid">
        <label htmlFor={appId} className="text-sm font-medium text-ink">
          Your app for the call
        </label>
        <select
          id={appId}
          defaultValue={initialApp}
          {...app}
          aria-invalid={appError ? true : undefined}
          aria-describedby={appError ? `${appId}-error` : undefined}
          className="select-luxe border border-line bg-white px-3 py-2.5 text-[15px] focus:border-bronze focus:outline-none"
        >
          <option value="">Choose an app</option>
          {VIDEO_APPS.map((a) => (
            <option key={a} value={a}>
              {VIDEO_APP_LABELS[a]}
            </option>
          ))}
        </select>
        {appError && (
          <p id={`${appId}-error`} className="text-sm text-red-700" role="alert">
            {appError}
          </p>
        )}
      </div>
    </fieldset>
  );
}

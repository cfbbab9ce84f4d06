import { useEffect, useRef, useState } from 'react';

type Props = {
  /** The privacy-enhanced player (youtube-nocookie.com, or Vimeo with dnt=1), framed only after the click. */
  embedUrl: string;
  /** The video's page on its host: where the link goes without JavaScript. */
  watchUrl: string;
  providerName: string;
  /** The still, served by our own server (the uploaded poster or the main photo): never the host's thumbnail. */
  poster: string | null;
  posterSrcset?: string;
  /** 'year make model', for the labels. */
  title: string;
};

/**
 * A YouTube or Vimeo walkaround as a facade: our own still with a play button. Nothing is requested
 * from the video's host until the visitor presses play; then the privacy-enhanced player is framed
 * (the page's Content-Security-Policy allows that one frame origin, on this page only). Before and
 * without JavaScript the still is a link to the video on its host.
 */
export default function WalkaroundFacade({ embedUrl, watchUrl, providerName, poster, posterSrcset, title }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing)
    return (
      <iframe
        ref={frame}
        src={embedUrl}
        title={`Walkaround video of the ${title} (${providerName})`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 size-full border-0"
        data-testid="walkaround-frame"
      />
    );

  // The button's name is its text: the hidden words first, then the note everyone sees (WCAG 2.5.3).
  const inside = (
    <>
      <span className="sr-only">Play the walkaround video of the {title}. </span>
      {poster ? (
        <img
          src={poster}
          srcSet={posterSrcset}
          sizes="(min-width: 1024px) 60vw, 100vw"
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover opacity-85 transition-opacity duration-300 group-hover:opacity-100"
        />
      ) : null}
      <span className="absolute inset-0 bg-gradient-to-t from-ink/70 via-ink/10 to-transparent" aria-hidden="true" />
      <span
        className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border border-ivory/70 bg-ink/55 text-ivory backdrop-blur-sm transition-transform duration-300 group-hover:scale-105 group-focus-visible:scale-105 md:size-20"
        aria-hidden="true"
      >
        <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" focusable="false" className="ml-1">
          <path d="M8 5.5v13a.5.5 0 0 0 .77.42l10-6.5a.5.5 0 0 0 0-.84l-10-6.5A.5.5 0 0 0 8 5.5Z" />
        </svg>
      </span>
      <span className="absolute right-4 bottom-3 left-4 text-left text-xs leading-snug text-ivory/90">
        Plays from {providerName} in privacy-enhanced mode: nothing loads from {providerName} until you press play.
      </span>
    </>
  );
  const className =
    'group absolute inset-0 block size-full cursor-pointer overflow-hidden text-left focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-gold';
  return hydrated ? (
    <button type="button" className={className} onClick={() => setPlaying(true)} data-testid="walkaround-play">
      {inside}
    </button>
  ) : (
    <a href={watchUrl} className={className} rel="noopener" data-testid="walkaround-play">
      {inside}
    </a>
  );
}

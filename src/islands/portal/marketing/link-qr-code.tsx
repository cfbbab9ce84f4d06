import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';

type Props = { link: string; fileName: string };

const INK = '#0e0e10';
const WHITE = '#ffffff';

/**
 * The campaign link as a QR code for flyers and showroom cards: shown as SVG,
 * downloadable as SVG (for print shops) or as a 1200 px PNG.
 */
export default function LinkQrCode({ link, fileName }: Props) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setFailed(false);
    // Loaded on demand: the generator screen works before the QR library arrives.
    import('qrcode')
      .then((QRCode) => QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: INK, light: WHITE } }))
      .then((markup) => current && setSvg(markup))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [link]);

  async function downloadPng() {
    const QRCode = await import('qrcode');
    const url = await QRCode.toDataURL(link, { width: 1200, margin: 2, errorCorrectionLevel: 'M', color: { dark: INK, light: WHITE } });
    save(url, `${fileName}.png`);
  }

  function downloadSvg() {
    if (!svg) return;
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    save(url, `${fileName}.svg`);
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  if (failed) return <p className="text-sm text-ink/65">This link is too long for a QR code.</p>;

  return (
    <figure className="flex flex-col items-center gap-4 sm:flex-row sm:items-end">
      <div
        role="img"
        aria-label={`QR code for ${link}`}
        data-testid="utm-qr"
        className="size-44 shrink-0 border border-ink/10 bg-white p-1 [&>svg]:size-full"
        dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
      />
      <figcaption className="space-y-3 text-sm text-ink/65">
        <p className="max-w-56 leading-relaxed">Print it on flyers and showroom cards; scans arrive tagged with this campaign.</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={downloadSvg} disabled={!svg} className={buttonClass}>
            <Download aria-hidden className="size-3.5" /> SVG
          </button>
          <button type="button" onClick={downloadPng} disabled={!svg} className={buttonClass}>
            <Download aria-hidden className="size-3.5" /> PNG
          </button>
        </div>
      </figcaption>
    </figure>
  );
}

const buttonClass =
  'inline-flex items-center gap-1.5 border border-ink/20 px-3 py-2 text-[11px] font-medium uppercase tracking-[0.18em] text-ink transition hover:border-ink disabled:opacity-40';

function save(href: string, name: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

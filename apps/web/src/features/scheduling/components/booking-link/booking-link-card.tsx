import { useEffect, useState } from 'react';
import { Copy, Download, ExternalLink, Printer } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast/toast-context';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useBookingLink } from '../../api/get-booking-address';
import { copyText } from '../appointments/copy-text';

/**
 * The QR as an SVG document: sharp at any print size, and small. The encoder loads only when the
 * card is shown, so the pages' first load does not carry it.
 */
const qrSvg = async (link: string) => {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
};

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A page with the QR and the address under it, printed from a window of its own. */
function printQr(svg: string, link: string) {
  const win = window.open('', '_blank');
  if (!win) return false;
  const doc = win.document;
  doc.title = 'Código QR de reservas';
  const figure = doc.createElement('figure');
  figure.style.cssText = 'margin:48px auto;text-align:center;font-family:system-ui,sans-serif';
  const img = doc.createElement('img');
  img.src = svgSource(svg);
  img.alt = 'Código QR del enlace de reservas';
  img.style.cssText = 'width:10cm;height:10cm';
  const caption = doc.createElement('figcaption');
  caption.textContent = `Pide tu cita: ${link}`;
  caption.style.cssText = 'font-size:16px;word-break:break-all';
  figure.append(img, caption);
  doc.body.append(figure);
  img.onload = () => win.print();
  return true;
}

/**
 * Issue 27: the trainer's public booking link where they look for it (Ajustes and the Panel),
 * in full, with a copy button and a QR code to download or print for the school's wall.
 */
export function BookingLinkCard() {
  const user = useCurrentUser();
  const { toast } = useToast();
  // Issue 27: `/reservar/<nombre-del-negocio>` once the business name is set in Ajustes.
  const { link, readable } = useBookingLink(user.id);
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    if (!link) return;
    let current = true;
    void qrSvg(link).then((made) => {
      if (current) setSvg(made);
    });
    return () => {
      current = false;
    };
  }, [link]);

  async function copy() {
    if (!link) return;
    if (await copyText(link)) {
      toast({ variant: 'success', title: 'Enlace copiado' });
    } else {
      // Nothing was copied: the address is on screen, selectable.
      toast({ variant: 'error', title: 'No se pudo copiar el enlace', description: link });
    }
  }

  function print() {
    if (svg && link && !printQr(svg, link)) {
      toast({
        variant: 'error',
        title: 'No se pudo abrir la ventana de impresión',
        description: 'Descarga el código QR e imprímelo desde tu equipo.',
      });
    }
  }

  return (
    <Card>
      <CardHeader
        title="Tu enlace de reservas"
        description="Compártelo con tus clientes o imprime el código QR: desde él piden cita sin llamarte."
      />
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {/* Fixed box: nothing moves when the code appears. White behind it, also in dark mode, so phones read it. */}
        <div className="size-36 shrink-0 self-center rounded-lg bg-white p-1 ring-1 ring-gray-200 sm:self-start dark:ring-gray-700">
          {svg ? (
            <img
              src={svgSource(svg)}
              alt="Código QR del enlace de reservas"
              className="size-full"
              width={136}
              height={136}
            />
          ) : null}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <p
            className="rounded-md bg-gray-50 px-3 py-2 font-mono text-sm break-all text-gray-900 select-all dark:bg-gray-800 dark:text-gray-100"
            data-testid="booking-link"
            aria-busy={!link}
          >
            {link ?? <span className="text-gray-600 dark:text-gray-400">Cargando el enlace…</span>}
          </p>
          {readable === false ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">
              Con el nombre de tu negocio (en Ajustes, «Mi área de clientes») tu enlace será más
              fácil de leer y de dictar, como /reservar/tu-negocio.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="primary"
              size="sm"
              disabled={!link}
              icon={<Copy aria-hidden="true" className="size-4" />}
              onClick={() => void copy()}
            >
              Copiar enlace
            </Button>
            {link ? (
              <a
                className={buttonClass('secondary', 'sm')}
                href={link}
                target="_blank"
                rel="noreferrer"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Abrir
              </a>
            ) : null}
            {svg ? (
              <a
                className={buttonClass('secondary', 'sm')}
                href={svgSource(svg)}
                download="qr-reservas.svg"
              >
                <Download aria-hidden="true" className="size-4" />
                Descargar QR
              </a>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              disabled={!svg}
              icon={<Printer aria-hidden="true" className="size-4" />}
              onClick={print}
            >
              Imprimir QR
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

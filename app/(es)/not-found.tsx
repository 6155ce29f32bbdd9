import Link from 'next/link';
import type { Metadata } from 'next';
import { getSiteSettings } from '@/lib/content';
import { ErrorPage } from '@/components/layout/ErrorPage/ErrorPage';

export const metadata: Metadata = { title: 'Página no encontrada | Verdance Insurance' };

/** The Spanish 404 page: a way to the Spanish home page, the English sitemap, and a person to call. */
export default async function NotFound() {
  const settings = await getSiteSettings(false, 'es-US');
  const tel = `tel:${settings.phoneNumber.replace(/[^\d+]/g, '')}`;
  return (
    <ErrorPage eyebrow="Error 404" title="No encontramos esa página">
      <p>Puede que la página haya cambiado de lugar o que la dirección tenga un error. Estas opciones le ayudarán:</p>
      <ul>
        <li>
          <Link href="/es">Ir a la página principal de {settings.brandName}</Link>
        </li>
        <li>
          <Link href="/sitemap" hrefLang="en-US">
            Ver todas las páginas en el mapa del sitio (en inglés)
          </Link>
        </li>
        <li>
          Llámenos al <a href={tel}>{settings.phoneNumber}</a>, de lunes a viernes, y con gusto le orientamos.
        </li>
      </ul>
    </ErrorPage>
  );
}

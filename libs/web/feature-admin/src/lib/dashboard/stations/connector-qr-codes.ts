import { renderSVG } from 'uqr';
import type { Station } from '@chargesetu/shared/contracts';
import { chargeNowPath, connectorCode } from '@chargesetu/shared/domain';
import { translate } from '@chargesetu/web/i18n';

/** One connector's printable card (docs/product.md §2.14, QR codes): its code, label, URL and QR code. */
export interface ConnectorQrCard {
  /** "12-3". */
  code: string;
  /** "Connector 3 (CCS2 60 kW)", as the Charge now page names it. */
  label: string;
  /** The Charge now page of the code on this site: what the QR code encodes. */
  url: string;
  /** The QR code of `url`, an SVG document as text. */
  svg: string;
}

/** The cards of every charger of a station, in the station's order; `origin` is the site's, e.g. window.location.origin. */
export function connectorQrCards(
  station: Pick<Station, 'id' | 'chargers'>,
  origin: string,
): ConnectorQrCard[] {
  return station.chargers.map((charger, index) => {
    const code = connectorCode(station.id, index);
    const url = `${origin}${chargeNowPath(code)}`;
    return {
      code,
      label: translate('admin:stations.qr.cardLabel', {
        n: index + 1,
        type: charger.type,
        power: charger.power,
      }),
      url,
      svg: renderSVG(url, { border: 2 }),
    };
  });
}

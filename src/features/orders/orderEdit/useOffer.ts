/**
 * The unit prices of the items an order form names, for its customer (StoreOrders-getOffer). Asked
 * again, after a rest, only when the customer or the set of items changes: typing sizes and
 * quantities computes amounts here from the prices already known, without a call per keystroke.
 */
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { GetOffer } from '../../../common/orders';
import { fenOf, offerData, parseOfferKey, type Prices } from './orderForm';

/** How long the form rests after a change of customer or item before the quotation is asked. */
export const OFFER_DELAY_MS = 400;

export interface OfferState {
  prices: Prices | null;
  /** A quotation is on its way. */
  loading: boolean;
  /** The last quotation failed (the route refused, or is not there yet): amounts wait, saving does not. */
  failed: boolean;
}

/** `key`: offerKey's key of the form's values (a string, so watching it re-renders only when it changes). */
export function useOffer(key: string): OfferState {
  const { crmId, plates, goods } = parseOfferKey(key);
  const [state, setState] = useState<OfferState & { key: string | null }>({ prices: null, loading: false, failed: false, key: null });
  const empty = plates.length === 0 && goods.length === 0;
  useEffect(() => {
    if (empty) return;
    let current = true;
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, loading: true }));
      api
        .call(GetOffer, { data: offerData(crmId, plates, goods) }, { silent: true })
        .then(({ offer }) => {
          if (!current) return;
          const room = offer.rooms[0];
          const byItem = (lines: readonly { goods_id: number; unit_price: string }[]) => new Map(lines.map((l) => [l.goods_id, fenOf(l.unit_price)]));
          setState({ prices: { plates: byItem(room?.plates ?? []), goods: byItem(room?.goods ?? []) }, loading: false, failed: false, key });
        })
        .catch(() => {
          // The prices of the items already known stay; what is new shows no amount until a quotation answers.
          if (current) setState((s) => ({ ...s, loading: false, failed: true, key }));
        });
    }, OFFER_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The key stands for the customer and the items: the arrays are new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, empty]);
  return { prices: state.prices, loading: state.loading, failed: state.failed };
}

/**
 * A long form keeps what was typed (issue 26): the payment merchant application, the shop settings
 * and the staff drawer use this one hook.
 *
 * - Every change is kept as a draft for this shop, user and form (formDraftStore.ts: personal and
 *   bank numbers only for the tab, passwords and codes never), so going to another page and back,
 *   or a reload, loses nothing.
 * - When the form opens and a draft differs from what the form starts with, the draft is offered
 *   back (restore or discard) rather than put in unasked: the saved record may have changed since.
 * - While something is unsaved, leaving asks first: another page of the app (LeaveGuard) and a
 *   reload, a closed tab or another area's page (beforeunload).
 * - A successful save (`saved`) or a confirmed drop (`discard`) ends the draft.
 *
 *   const draft = useFormDraft({ form, name: 'merchant', initial, personal: ['lawyer_cert_no'] });
 *   <Form form={form} onValuesChange={draft.onValuesChange}>{draft.ui} ...</Form>
 */
import { Alert, Button, Modal, Space } from 'antd';
import type { FormInstance } from 'antd';
import { useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { parsePath, UNSAFE_NavigationContext, useLocation, type Navigator } from 'react-router-dom';
import { selectShopInfo, selectUserInfo } from '../../app/session/sessionSlice';
import { useAppSelector } from '../../app/store';
import { canonicalValues, draftKey, readDraft, removeDraft, writeDraft } from './formDraftStore';
import './form.css';

export interface FormDraftOptions<V extends object> {
  form: FormInstance<V>;
  /** The form's name in the storage key: 'merchant', 'shop-settings', 'staff-new', 'staff-12'. */
  name: string;
  /** The values the form starts from (the saved record): unsaved means different from these. */
  initial: V;
  /** Personal and bank numbers: kept for this browser tab only (sessionStorage), never on disk. */
  personal?: readonly (keyof V & string)[];
  /** Kept nowhere (passwords, one-time codes): typing them still counts as unsaved. */
  never?: readonly (keyof V & string)[];
  /** false for a read-only form, or one whose record is still loading: no draft, no guard. */
  enabled?: boolean;
}

export interface FormDraft {
  /** The form's `onValuesChange`. */
  onValuesChange: () => void;
  /** Something typed differs from the starting values and is not saved. */
  dirty: boolean;
  /** The offer of a kept draft and the question before leaving: render it with the form. */
  ui: ReactNode;
  /** After a successful save: the draft is gone and leaving is free. */
  saved: () => void;
  /** The user chose to drop what was typed. */
  discard: () => void;
}

const NONE: readonly never[] = [];

export function useFormDraft<V extends object>({ form, name, initial, personal = NONE, never = NONE, enabled = true }: FormDraftOptions<V>): FormDraft {
  const shopId = useAppSelector(selectShopInfo).shop_id;
  const userId = useAppSelector(selectUserInfo).user_id;
  const key = draftKey(shopId, userId, name);
  const initialText = canonicalValues(initial);
  const [dirty, setDirty] = useState(false);
  // A kept draft waiting for the user's choice (until then nothing overwrites it), and for which
  // form and starting values the store was last looked at.
  const [offer, setOffer] = useState<{ savedAt: number; values: Record<string, unknown> } | null>(null);
  const [lookedAt, setLookedAt] = useState<string | null>(null);
  const opening = enabled ? `${key}\n${initialText}` : null;
  if (opening !== lookedAt) {
    // The form opens, or its record arrives: a draft that would change its values is offered.
    setLookedAt(opening);
    const kept = opening ? readDraft(key) : null;
    setOffer(kept && canonicalValues({ ...initial, ...kept.values }) !== initialText ? kept : null);
  }
  const fieldsRef = useRef({ personal, never });
  useLayoutEffect(() => {
    fieldsRef.current = { personal, never };
  });

  const onValuesChange = () => {
    if (!enabled) return;
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const changed = canonicalValues(values) !== initialText;
    setDirty(changed);
    if (offer) return;
    if (changed) writeDraft(key, values, fieldsRef.current);
    else removeDraft(key);
  };

  const restore = () => {
    if (!offer) return;
    form.setFieldsValue(offer.values as Parameters<typeof form.setFieldsValue>[0]);
    setOffer(null);
    // The restored values are the user's typing again: kept, and unsaved.
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    writeDraft(key, values, fieldsRef.current);
    setDirty(canonicalValues(values) !== initialText);
  };

  const discard = () => {
    removeDraft(key);
    setOffer(null);
    setDirty(false);
  };

  useLeaveWarning(enabled && dirty);
  const ui = (
    <>
      {offer && <DraftOffer savedAt={offer.savedAt} onRestore={restore} onDiscard={discard} />}
      {enabled && <LeaveGuard when={dirty} neverKept={never.length > 0} />}
    </>
  );
  return { onValuesChange, dirty: enabled && dirty, ui, saved: discard, discard };
}

/** A reload, a closed tab or a page of another area would lose the unsaved: the browser asks. */
function useLeaveWarning(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
}

function DraftOffer({ savedAt, onRestore, onDiscard }: { savedAt: number; onRestore: () => void; onDiscard: () => void }) {
  const intl = useIntl();
  const time = intl.formatDate(savedAt, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  return (
    <Alert
      type="info"
      showIcon
      className="form-draft-offer"
      data-testid="form-draft-offer"
      title={intl.formatMessage({ id: 'draft.found' }, { time })}
      action={
        <Space wrap>
          <Button size="small" type="primary" onClick={onRestore}>
            {intl.formatMessage({ id: 'draft.restore' })}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {intl.formatMessage({ id: 'draft.discard' })}
          </Button>
        </Space>
      }
    />
  );
}

/**
 * Holds back the router's navigations away from `pathname` (a link, a menu entry, a navigate()),
 * handing each to `onHold` to go on with later; returns the undo.
 */
function holdLeaving(navigator: Navigator, pathname: string, onHold: (go: () => void) => void): () => void {
  const { push, replace } = navigator;
  const hold =
    (original: Navigator['push']): Navigator['push'] =>
    (to, state, options) => {
      const next = typeof to === 'string' ? parsePath(to) : to;
      // Only leaving the page counts: a change of its own URL parameters keeps the form on screen.
      if (!next.pathname || next.pathname === pathname) return original.call(navigator, to, state, options);
      onHold(() => original.call(navigator, to, state, options));
    };
  navigator.push = hold(push);
  navigator.replace = hold(replace);
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

/**
 * Asks before another page of the app replaces the form: a link, a menu entry or a navigate() goes
 * through the router's navigator, which is held back here while something is unsaved.
 *
 * Not react-router's useBlocker: it needs a data router, whose code would put every area page
 * over its JavaScript budget (scripts/bench.mjs). The browser's Back and Forward are not held
 * (their address has changed before anyone hears of them); what was typed is in the draft, offered
 * back on return. A reload, a closed tab and the other areas' pages ask through beforeunload.
 */
function LeaveGuard({ when, neverKept }: { when: boolean; neverKept: boolean }) {
  const intl = useIntl();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  // The navigation held back, to go on with if the user chooses to leave.
  const [held, setHeld] = useState<{ go: () => void } | null>(null);

  useEffect(() => (when ? holdLeaving(navigator, pathname, (go) => setHeld({ go })) : undefined), [when, navigator, pathname]);

  const text = intl.formatMessage({ id: 'draft.leave.text' });
  return (
    <Modal
      open={held !== null}
      title={intl.formatMessage({ id: 'draft.leave.title' })}
      okText={intl.formatMessage({ id: 'draft.leave.ok' })}
      cancelText={intl.formatMessage({ id: 'draft.leave.stay' })}
      onOk={() => {
        setHeld(null);
        held?.go();
      }}
      onCancel={() => setHeld(null)}
      width={440}
    >
      {neverKept ? `${text}${intl.formatMessage({ id: 'draft.leave.neverKept' })}` : text}
    </Modal>
  );
}

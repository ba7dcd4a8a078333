/**
 * The third-party online customer service [SHELL-03, SHELL-05]. Two settings, both empty by
 * default (then nothing is injected, and the chat button shows the after-sales contact instead):
 *   chatUrl    the chat page the button opens, with the visitor's details as query parameters
 *   scriptUrl  the provider's widget script, injected once with the visitor's details as query
 *              parameters and as data attributes (data-visitor-name, -phone, -shop, -id, -shop-id)
 * A deployment sets them here (or passes its own config to the functions).
 */

export interface CustomerServiceConfig {
  chatUrl: string;
  scriptUrl: string;
}

export const CUSTOMER_SERVICE: CustomerServiceConfig = {
  chatUrl: '',
  scriptUrl: '',
};

/** Who is asking for help, as the provider learns it. */
export interface Visitor {
  user_id: number;
  login_name: string;
  user_phone: string;
  shop_id: number;
  shop_name: string;
}

export const CUSTOMER_SERVICE_SCRIPT_ID = 'erp-customer-service';

function visitorParams(visitor: Visitor): Record<string, string> {
  return {
    visitor_id: String(visitor.user_id),
    visitor_name: visitor.login_name,
    visitor_phone: visitor.user_phone,
    visitor_shop: visitor.shop_name,
    visitor_shop_id: String(visitor.shop_id),
  };
}

/** `url` with the visitor's details added to its query string (relative URLs stay relative to the page). */
export function withVisitor(url: string, visitor: Visitor): string {
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  const target = new URL(url, base);
  for (const [key, value] of Object.entries(visitorParams(visitor))) target.searchParams.set(key, value);
  return target.toString();
}

/**
 * Injects the provider's script once; returns the script element, or null when no script is
 * configured (nothing is injected then). A later call with another visitor updates the details.
 */
export function loadCustomerServiceScript(visitor: Visitor, config: CustomerServiceConfig = CUSTOMER_SERVICE, doc: Document = document): HTMLScriptElement | null {
  if (!config.scriptUrl) return null;
  const src = withVisitor(config.scriptUrl, visitor);
  const existing = doc.getElementById(CUSTOMER_SERVICE_SCRIPT_ID);
  if (existing instanceof HTMLScriptElement && existing.src === src) return existing;
  existing?.remove();
  const script = doc.createElement('script');
  script.id = CUSTOMER_SERVICE_SCRIPT_ID;
  script.async = true;
  script.src = src;
  script.dataset.visitorId = String(visitor.user_id);
  script.dataset.visitorName = visitor.login_name;
  script.dataset.visitorPhone = visitor.user_phone;
  script.dataset.visitorShop = visitor.shop_name;
  script.dataset.visitorShopId = String(visitor.shop_id);
  doc.head.appendChild(script);
  return script;
}

/** Opens the chat page in a new window; false when none is configured. */
export function openCustomerService(visitor: Visitor, config: CustomerServiceConfig = CUSTOMER_SERVICE): boolean {
  if (!config.chatUrl) return false;
  window.open(withVisitor(config.chatUrl, visitor), '_blank', 'noopener,noreferrer');
  return true;
}

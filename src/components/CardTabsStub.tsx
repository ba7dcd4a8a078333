/**
 * What antd's Card gets in place of antd's Tabs in the browser build (webpack.config.ts): no card
 * here has a tab list (`tabList`), and the real Tabs, with its overflow menu, would otherwise come
 * with every card. A card given a tab list fails loudly rather than drawing no tabs.
 */
export default function CardTabsStub(): never {
  throw new Error("antd Card's tabList is left out of this build (webpack.config.ts): put antd's Tabs inside the card instead.");
}

/** [SHELL-01] The shop's logo (shop_info.shop_logo), or the product's mark when it has none or it fails to load. */
import { useState } from 'react';
import { BrandMark } from '../components/BrandMark';

export function ShopLogo({ src, name, size = 32 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <BrandMark size={size} />;
  return <img className="area-shop-logo" src={src} alt={name} width={size} height={size} onError={() => setFailed(src)} />;
}

import { useState } from 'react';
import type { BodyStyle } from './api.ts';
import { vehicleImageSource } from './rules.ts';

type Props = {
  vehicle: { imageUrl: string | null; stockImageUrl: string | null; bodyStyle?: BodyStyle };
  alt: string;
  class?: string;
};

/** Inventory image, else stock image, else a body-style icon; falls through on load error. */
export function VehicleImage({ vehicle, alt, class: className }: Props) {
  const [failed, setFailed] = useState(0);
  const source = vehicleImageSource(vehicle, failed);
  if (source.kind === 'icon') {
    return (
      <div class={`vehicle-icon vehicle-icon--${source.bodyStyle} ${className ?? ''}`} role="img" aria-label={alt} />
    );
  }
  return (
    <img
      class={className}
      src={source.url}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed((n) => n + 1)}
    />
  );
}

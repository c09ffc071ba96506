import { useState } from 'react';
import type { BodyStyle } from '../../contract/vehicle.ts';
import { BodyStyleIcon } from './body-style-icon.tsx';
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
    return <BodyStyleIcon bodyStyle={source.bodyStyle} label={alt} {...(className ? { class: className } : {})} />;
  }
  // The stock picture is a drawing of the style, not a photo: show it whole instead of cropping it.
  const stock = source.url === vehicle.stockImageUrl;
  return (
    <img
      class={`${className ?? ''}${stock ? ' vehicle-image--stock' : ''}`}
      src={source.url}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed((n) => n + 1)}
    />
  );
}

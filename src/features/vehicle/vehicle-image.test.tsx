import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { VehicleImage } from './vehicle-image.tsx';

describe('VehicleImage (inventory image, else stock image, else body-style icon)', () => {
  it('falls through to the stock image, then to the body-style icon, on load errors', () => {
    render(
      <VehicleImage
        vehicle={{ imageUrl: 'a.svg', stockImageUrl: 'b.svg', bodyStyle: 'truck' }}
        alt="2024 Ford F-150"
      />,
    );
    const img = screen.getByRole('img', { name: '2024 Ford F-150' });
    expect(img.getAttribute('src')).toBe('a.svg');
    fireEvent.error(img);
    const stock = screen.getByRole('img', { name: '2024 Ford F-150' });
    expect(stock.getAttribute('src')).toBe('b.svg');
    expect(stock.getAttribute('class')).toContain('vehicle-image--stock');
    fireEvent.error(stock);
    const icon = screen.getByRole('img', { name: '2024 Ford F-150' });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(icon.querySelector('path')).not.toBeNull();
  });
});

/**
 * The viewport width the shell's screen-size rules read (sign-in text, Shop links, the menu's
 * Contact Us), kept current on resize. It is the width CSS media queries see, so the JS rules
 * and the stylesheet switch at the same breakpoints.
 */
import { useEffect, useState } from 'react';

function readWidth(): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}

export function useViewportWidth(): number {
  const [width, setWidth] = useState(readWidth);
  useEffect(() => {
    const update = () => setWidth(readWidth());
    // The width may have changed between the first render and this effect.
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

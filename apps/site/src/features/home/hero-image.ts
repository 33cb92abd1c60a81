const HERO_WIDTHS = [640, 960, 1280] as const;

/** The home page's hero, a static asset and the page's largest paint (preloaded from the HTML: page-preloads). */
export const HERO_IMAGE = {
  src: '/images/hero-1280.jpg',
  width: 1280,
  height: 853,
  sizes: '100vw',
  srcset: (format: 'avif' | 'webp') =>
    HERO_WIDTHS.map((width) => `/images/hero-${width}.${format} ${width}w`).join(', '),
};

/** How wide the large gallery picture shows; its first picture is the page's largest paint (page-preloads). */
export const LISTING_GALLERY_SIZES = '(min-width: 1200px) 800px, (min-width: 768px) 66vw, 100vw';

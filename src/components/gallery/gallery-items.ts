/** The gallery's demo pictures live with the seed (it publishes them); the site art and the about page read them here. */
export { GALLERY_ITEMS, type GalleryItem } from '#src/demo/data/gallery';

/** Search engines show about 70 characters of a title and 160 of a description: the editor counts as you type. */
export const META_TITLE_MAX = 70;
export const META_DESCRIPTION_MAX = 160;

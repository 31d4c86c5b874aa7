/** The most cars one favourites request lists (/favoritos?ids=…); the page asks for the first ones kept. */
export const MAX_FAVORITES = 50;

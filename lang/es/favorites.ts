/** The visitor's favourites (Favoritos). */
export default {} as const;

/** The dealership's pages (About, Equipo, Contacto) and their parts (Components/Content). */
export default {} as const;

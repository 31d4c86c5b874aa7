/** The search (Buscar) and its parts (Components/Search). */
export default {} as const;

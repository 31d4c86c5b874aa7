/** The brand, model and island listings (Marca, SegundaMano, Components/Listing). */
export default {} as const;

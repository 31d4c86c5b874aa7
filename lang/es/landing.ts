/** The landings (Landing: /cita, Landing2: /landing/clasea) and their parts (Components/Landing). */
export default {} as const;

/** The car page (Vehicle) and its parts (Components/Vehicle). */
export default {} as const;

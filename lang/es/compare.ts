/** The comparison (Comparar) and its tray (Components/Compare). */
export default {} as const;

/** The forms whose submissions reach the inbox: the one list of names, for every side. */
export type FormName = "booking" | "contact" | "partner" | "newsletter";

/** A toast's title and text; a note on the page that says the same thing uses the same pair. */
export interface ToastText {
  title: string;
  description: string;
}

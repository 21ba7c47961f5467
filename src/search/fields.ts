/**
 * The index field holding what a guide says it answers (its description and keywords), beside the
 * search plugin's title, content and tags.
 */
export const INTENT_FIELD = 'intent';

/**
 * Its weight: above a section's text (1), below a title (5). A page's stated subject tells more
 * than a word in its running text, and less than its name.
 */
export const INTENT_BOOST = 3;

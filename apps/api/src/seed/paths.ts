/** The public URL path under which a media key is served (the DB stores this, not the key). */
export const mediaUrl = (key: string): string => `/media/${key}`;

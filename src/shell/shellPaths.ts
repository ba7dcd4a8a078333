/** The paths of the pages the shell adds to every area (src/routes/shellRoutes.tsx), apart from the menus that open them so a route table reads them without the menus' code. */
export const PERSONAL_SETTINGS_PATH = '/personal/settings';

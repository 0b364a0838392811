import { addMessages } from '../../shared/i18n';
import { adminEn } from '../../shared/i18n/admin-en';
import { adminKo } from '../../shared/i18n/admin-ko';

// The console's copy joins the dictionaries when the console's chunk loads (AdminLayout imports this).
addMessages({ ko: adminKo, en: adminEn });

import type { SiteData } from '@app/contracts';
import type { SiteRow } from './site.schema';

export function toSiteData(site: SiteRow): SiteData {
  return {
    id: site.id,
    companyName: site.companyName,
    logoUrl: site.logoUrl,
    adminContact: site.adminContact,
    adminEmail: site.adminEmail,
    brandingSettings: {
      form: {
        label: site.brandingLabel,
        title: site.title,
        faviconUrl: site.faviconUrl,
        primaryColor: site.primaryColor,
        secondaryColor: site.secondaryColor,
        backgroundColor: site.backgroundColor,
      },
    },
    popupAlert:
      site.popupAlertTitle && site.popupAlertMessage
        ? { title: site.popupAlertTitle, message: site.popupAlertMessage }
        : null,
    popupFrequencyDays: site.popupFrequencyDays,
    trackingTag: site.trackingTag,
    scriptUrls: site.scriptUrls,
    wlMeta: { googleClientId: site.googleClientId, canShowPermissionMenu: site.canShowPermissionMenu },
    activeModules: site.activeModules,
    isLocked: site.isLocked,
    coreSiteUrl: site.coreSiteUrl,
    homeCountry: site.homeCountry,
    timeZone: site.timeZone,
    currency: site.currency,
  };
}

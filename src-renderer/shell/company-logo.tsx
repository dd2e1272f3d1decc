import companyLogoUrl from '../assets/company-logo.svg';

export function CompanyLogo({ height = 24 }: { height?: number }) {
  return <img src={companyLogoUrl} alt="Venue Console" height={height} style={{ display: 'block' }} />;
}

import s from './view.module.css';

/** The article's header image: the page's largest paint, so fetched first and sized to avoid layout shift. */
export function HeroImage({ image }: { image: { url: string; alt: string } }) {
  return <img className={s.heroImage} src={image.url} alt={image.alt} width={960} height={540} fetchPriority="high" />;
}

import type { TAccommodation } from '@parkstays/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Carousel } from '../../../components/ui/carousel';
import { featureLabel, mapEmbedUrl } from '../labels';
import styles from './more-information.module.css';
import { accommodationImages } from './result-card';

/** The More Information popup's body (loaded when a popup first opens). */
export function MoreInformation({ accommodation }: { accommodation: TAccommodation }) {
  const images = accommodationImages(accommodation);
  const [selected, setSelected] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const { park } = accommodation;
  const current = images[selected] ?? images[0];

  return (
    <div className={styles.info}>
      {enlarged && current ? (
        <figure className={styles.enlarged}>
          <img src={current.src} srcSet={current.srcSet} alt={current.alt} className={styles.fullImage} />
          <figcaption className={styles.caption}>
            <Button variant="secondary" onClick={() => setEnlarged(false)} autoFocus>
              Back to photos
            </Button>
          </figcaption>
        </figure>
      ) : (
        <div className={styles.gallery}>
          <Carousel
            images={images}
            label={`Photos of ${accommodation.title}`}
            size="large"
            eager
            onSelectedChange={setSelected}
          />
          {images.length > 0 ? (
            <Button variant="link" className={styles.enlarge} onClick={() => setEnlarged(true)}>
              Enlarge<span className="visually-hidden"> photo {selected + 1}</span>
            </Button>
          ) : null}
        </div>
      )}

      {accommodation.subtitle ? <p className={styles.subtitle}>{accommodation.subtitle}</p> : null}
      <p className={styles.facts}>
        <span>Sleeps {accommodation.capacity}</span>
        <span>{accommodation.pets_allowed ? 'Pets welcome' : 'No pets'}</span>
        <span>{park.title}</span>
      </p>
      {park.park_url ? (
        <p>
          <a href={park.park_url} className={styles.parkLink}>
            View Park Page<span className="visually-hidden">: {park.title}</span>
          </a>
        </p>
      ) : null}

      <div className={styles.description}>
        {(accommodation.description || accommodation.excerpt)
          .split(/\n{2,}/)
          .filter((paragraph) => paragraph.trim() !== '')
          .map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text.
            <p key={index}>{paragraph}</p>
          ))}
      </div>

      {park.description.trim() ? (
        <section aria-labelledby="more-info-park">
          <h3 id="more-info-park" className={styles.heading}>
            About {park.title}
          </h3>
          <div className={styles.description}>
            {park.description
              .split(/\n{2,}/)
              .filter((paragraph) => paragraph.trim() !== '')
              .map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text.
                <p key={index}>{paragraph}</p>
              ))}
          </div>
        </section>
      ) : null}

      {accommodation.features.length > 0 ? (
        <section aria-labelledby="more-info-features">
          <h3 id="more-info-features" className={styles.heading}>
            Features
          </h3>
          <ul className={styles.features}>
            {accommodation.features.map((feature) => (
              <li key={feature.id}>{featureLabel(feature.feature)}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {park.facilities.length > 0 ? (
        <section aria-labelledby="more-info-facilities">
          <h3 id="more-info-facilities" className={styles.heading}>
            Park facilities
          </h3>
          <ul className={styles.facilities}>
            {park.facilities.map((facility) => (
              <li key={facility.id}>
                {facility.icon ? <img src={facility.icon} alt="" className={styles.facilityIcon} /> : null}
                {facility.title}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {park.map_url.trim() ? (
        <section aria-labelledby="more-info-map">
          <h3 id="more-info-map" className={styles.heading}>
            Where it is
          </h3>
          <iframe
            className={styles.map}
            src={mapEmbedUrl(park.map_url)}
            title={`Map of ${park.title}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </section>
      ) : null}
    </div>
  );
}

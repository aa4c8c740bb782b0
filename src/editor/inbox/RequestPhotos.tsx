/**
 * The photos a visitor sent with a request: small copies in a row, each a link to the photo full size (in a tab of
 * its own, where a phone can zoom it). Asked for when the request opens; nothing shows for a request without photos.
 */
import { useEffect, useState } from 'react';
import { type RequestPhotoListing, requestPhotosUrl, requestPhotoUrl } from '../../editorApi/requestPhotos';
import './requestPhotos.css';

export function RequestPhotos({ requestId }: { requestId: string }) {
  const [photos, setPhotos] = useState<RequestPhotoListing['photos']>([]);
  useEffect(() => {
    let current = true;
    setPhotos([]);
    fetch(requestPhotosUrl(requestId), { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<RequestPhotoListing>) : { photos: [] }))
      .then((listing) => current && setPhotos(listing.photos))
      // The photos are a part of the request: without them the rest still shows.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [requestId]);
  if (photos.length === 0) return null;
  return (
    <>
      <h3>Photos ({photos.length})</h3>
      <ul className="request-photos">
        {photos.map((photo) => (
          <li key={photo.number}>
            <a href={requestPhotoUrl(requestId, photo.number, 'full')} target="_blank" rel="noreferrer">
              <img
                src={requestPhotoUrl(requestId, photo.number, 'small')}
                alt={`${photo.number} of ${photos.length}, opens full size`}
                width={photo.width >= photo.height ? 480 : Math.round((480 * photo.width) / photo.height)}
                height={photo.height >= photo.width ? 480 : Math.round((480 * photo.height) / photo.width)}
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

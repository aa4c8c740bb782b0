/**
 * Sending a request with photos: a multipart body by XMLHttpRequest, the one way every browser reports how much of
 * an upload has gone (fetch cannot, in most). Answers like fetch would: the status and the body's text, or a
 * rejection when the server could not be reached.
 */
export interface Upload {
  status: number;
  text: string;
}

export function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (sent: number, total: number) => void,
): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new Error('The server could not be reached.'));
    request.onabort = () => reject(new Error('The request was stopped.'));
    request.send(body);
  });
}

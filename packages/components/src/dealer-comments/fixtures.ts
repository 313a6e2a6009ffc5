const paragraphs = [
  'One owner from new with full Toyota dealer service history and both keys.',
  'This SR5 comes with the factory tow pack, a tub liner, a soft tonneau cover and genuine Toyota floor mats.',
  'Independently inspected and supplied with a roadworthy certificate. Finance available on approved credit; trade-ins welcome.',
  'Call our used vehicle team today to book a test drive, or enquire online and we will get back to you within the hour.',
]

/** Long comments (over 400 characters) as plain text. */
export const longCommentsText = paragraphs.join('\n\n')

/** The same comments as the site hands them over: sanitised HTML. */
export const longCommentsHtml = paragraphs
  .map((paragraph, index) => (index === 1 ? `<p><strong>${paragraph}</strong></p>` : `<p>${paragraph}</p>`))
  .join('')

export const shortCommentsText = 'Low kilometres, one owner, full service history.'
export const shortCommentsHtml = '<p>Low kilometres, <strong>one owner</strong>, full service history.</p>'

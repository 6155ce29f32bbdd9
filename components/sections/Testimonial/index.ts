export { TestimonialWidget } from './TestimonialWidget';
export { Testimonial, type TestimonialProps } from './Testimonial';

/** Word lists for realistic Spanish data: accents, ñ and two surnames, as real clients have. */

export const FIRST_NAMES = [
  'Lucía', 'María', 'Carmen', 'José', 'Antonio', 'Manuel', 'Javier', 'Sofía', 'Martina', 'Hugo',
  'Pablo', 'Álvaro', 'Alejandro', 'Daniel', 'Elena', 'Paula', 'Laura', 'Marta', 'Sergio', 'David',
  'Adrián', 'Irene', 'Nerea', 'Íñigo', 'Ainhoa', 'Begoña', 'Jesús', 'Ángela', 'Raúl', 'Noelia',
  'Rocío', 'Pilar', 'Dolores', 'Francisco', 'Miguel', 'Jorge', 'Alberto', 'Cristina', 'Beatriz',
  'Silvia', 'Mercedes', 'Joaquín', 'Ramón', 'Andrés', 'Inés', 'Lorena', 'Claudia', 'Valeria',
  'Mateo', 'Gonzalo', 'Rubén', 'Óscar', 'Nuria', 'Montserrat', 'Jordi', 'Xabier', 'Iker', 'Aitana',
  'Carla', 'Julia', 'Héctor', 'Fátima', 'Yolanda', 'Eduardo', 'Susana', 'Víctor', 'Natalia',
] as const;

export const SURNAMES = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez',
  'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero',
  'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez',
  'Serrano', 'Blanco', 'Molina', 'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz',
  'Rubio', 'Marín', 'Sanz', 'Núñez', 'Iglesias', 'Medina', 'Garrido', 'Cortés', 'Castillo',
  'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto', 'Méndez', 'Cruz', 'Calvo', 'Gallego', 'Vidal',
  'León', 'Márquez', 'Herrera', 'Peña', 'Flores', 'Cabrera', 'Campos', 'Vega', 'Fuentes',
  'Carrasco', 'Caballero', 'Reyes', 'Nieto', 'Aguilar', 'Pascual', 'Ibáñez', 'Ferrer', 'Muñiz',
  'Durán', 'Benítez', 'Carmona', 'Crespo', 'Pastor', 'Soto', 'Sáez', 'Velasco', 'Montero',
] as const;

export const DOG_NAMES = [
  'Luna', 'Toby', 'Coco', 'Lola', 'Rocky', 'Max', 'Kira', 'Nala', 'Thor', 'Bruno', 'Simba', 'Lía',
  'Chispa', 'Canela', 'Trufa', 'Rex', 'Duna', 'Bimba', 'Nico', 'Zeus', 'Mía', 'Leo', 'Sombra',
  'Pipa', 'Rayo', 'Tango', 'Ñaki', 'Piña', 'Golfo', 'Chula', 'Estrella', 'Noa', 'Arya', 'Odín',
  'Tara', 'Milo', 'Bolt', 'Kiara', 'Laika', 'Lupo', 'Mora', 'Perla', 'Frida', 'Gala', 'Balto',
  'Bobby', 'Cuca', 'Dana', 'Eros', 'Fiona', 'Greta', 'Hércules', 'Iris', 'Jack', 'Kala', 'Manchas',
  'Neo', 'Oreo', 'Pancho', 'Quina', 'Ron', 'Sira', 'Ulises', 'Vito', 'Whisky', 'Xena', 'Yuki',
] as const;

export const BREEDS = [
  'Mestizo', 'Mestizo', 'Mestizo', 'Labrador Retriever', 'Golden Retriever', 'Pastor Alemán',
  'Bulldog Francés', 'Chihuahua', 'Yorkshire Terrier', 'Beagle', 'Border Collie', 'Galgo Español',
  'Podenco Andaluz', 'Podenco Ibicenco', 'Mastín Español', 'Perro de Agua Español', 'Caniche',
  'Teckel', 'Bóxer', 'Shih Tzu', 'Pomerania', 'Husky Siberiano', 'Cocker Spaniel',
  'Jack Russell Terrier', 'Pastor Belga Malinois', 'Carlino', 'Bichón Maltés',
  'Schnauzer Miniatura', 'American Staffordshire Terrier', 'Setter Inglés',
  'Ratonero Bodeguero Andaluz', 'Pastor Vasco', 'Dóberman', 'Rottweiler', 'Bretón',
] as const;

export const CITIES = [
  'Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Zaragoza', 'Málaga', 'Murcia', 'Palma', 'Bilbao',
  'Alicante', 'Córdoba', 'Valladolid', 'Vigo', 'Gijón', 'Granada', 'A Coruña', 'Vitoria-Gasteiz',
  'Oviedo', 'Santander', 'Pamplona', 'Salamanca', 'Logroño', 'Cádiz', 'Burgos', 'León', 'Toledo',
] as const;

export const STREETS = [
  'Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Plaza de España', 'Calle del Carmen',
  'Paseo de la Castellana', 'Gran Vía', 'Calle San Juan', 'Avenida de Andalucía', 'Calle de Alcalá',
  'Ronda de Toledo', 'Calle de la Paz', 'Calle Nueva', 'Calle de la Iglesia', 'Camino Viejo',
] as const;

export const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.es', 'telefonica.net'];

export const OBJECTIVES = [
  'Mejorar el paseo con correa sin tirones',
  'Reforzar la llamada en espacios abiertos',
  'Trabajar el «quieto» con distracciones',
  'Reducir la reactividad ante otros perros',
  'Socialización con personas desconocidas',
  'Gestionar la ansiedad por separación',
  'Enseñar a no saltar sobre las visitas',
  'Control de impulsos con la comida',
  'Habituación a ruidos urbanos y tráfico',
  'Caminar junto al guía sin correa',
  'Aprender a relajarse en la manta',
  'Reducir la vigilancia de recursos',
  'Inhibición de la mordida en el cachorro',
  'Preparar al perro para viajar en coche',
  'Ganar confianza en superficies nuevas',
] as const;

export const ACTIVITIES = [
  'Ejercicios de atención con refuerzo positivo',
  'Paseo por el parque con distracciones controladas',
  'Juegos de olfato y búsqueda de premios',
  'Práctica de sentado, tumbado y quieto',
  'Desensibilización con grabaciones de petardos',
  'Sesión de socialización con un perro equilibrado',
  'Trabajo de llamada con cuerda larga',
  'Circuito de propiocepción',
  'Ejercicios de autocontrol en la puerta',
  'Paseo urbano por una zona comercial',
  'Juego de tira y suelta con normas',
  'Trabajo de manta y relajación',
] as const;

export const OBSERVATIONS = [
  'Muy motivado con la comida.',
  'Se distrae con las palomas y las bicicletas.',
  'Ha mejorado mucho respecto a la semana pasada.',
  'Le cuesta concentrarse los primeros minutos.',
  'Mostró algo de miedo ante el patinete, se recuperó rápido.',
  'La familia está practicando en casa todos los días.',
  'Buena sesión, terminó cansado y tranquilo.',
] as const;

export const NEXT_STEPS = [
  'Aumentar la duración del quieto.',
  'Practicar en entornos con más estímulos.',
  'Introducir la llamada sin cuerda larga.',
  'Repasar en casa diez minutos al día.',
  'Probar el paseo en horario de más tráfico.',
] as const;

export const CLIENT_NOTES = [
  'Prefiere que le llamen por la tarde.',
  'Tiene dos niños pequeños en casa.',
  'Vive en un piso sin ascensor.',
  'Horario flexible los fines de semana.',
  'Vino recomendada por la clínica veterinaria del barrio.',
] as const;

export const DOG_NOTES = [
  'Alérgico al pollo.',
  'No le gustan los gatos.',
  'Adoptado en una protectora hace un año.',
  'Castrado. Vacunas al día.',
  'Tiene miedo a las tormentas.',
] as const;

export const SERVICE_NOTES = [
  'Mi perro tira mucho de la correa y ladra a otros perros.',
  'Queremos empezar la educación de nuestro cachorro.',
  'Se pone muy nervioso cuando nos vamos de casa.',
  'Necesitamos ayuda con la llamada en el campo.',
] as const;

export const REJECTION_REASONS = [
  'No tengo disponibilidad en esa fecha.',
  'La zona queda fuera de mi área de trabajo.',
] as const;
